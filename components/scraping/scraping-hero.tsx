/** The scraping screens' hero: the title and what the screen does. */
export function ScrapingHero({ title, description }: { title: string; description: string }) {
  return (
    <header className="space-y-2 rounded-xl bg-gradient-to-r from-indigo-50 to-sky-50 p-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="max-w-2xl text-muted-foreground">{description}</p>
    </header>
  );
}
