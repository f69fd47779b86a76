export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">CRM Pro</h1>
      <p className="mt-4 text-slate-600">Find, organise and contact the leads your business needs.</p>
    </main>
  );
}
