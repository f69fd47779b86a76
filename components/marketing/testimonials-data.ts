export type Testimonial = { quote: string; name: string; role: string; company: string; initials: string };

// Invented customers: marketing copy, not product data.
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "We replaced three tools with CRM Pro. On Monday our team pulls four hundred restaurant leads from Google Maps, and by lunch the WhatsApp and email sequences are running.",
    name: "Priya Raman",
    role: "Head of Growth",
    company: "Lumen Solar, Singapore",
    initials: "PR",
  },
  {
    quote:
      "The AI recommendation sent us to Instagram before LinkedIn, and it was right. Our reply rate doubled in the first month.",
    name: "Daniel Wong",
    role: "Founder",
    company: "Kopi & Co. Roasters, Kuala Lumpur",
    initials: "DW",
  },
  {
    quote:
      "Daily limits and delays keep our LinkedIn accounts safe, and the credit ledger makes it easy to bill each client for exactly what we scraped.",
    name: "Sofia Martins",
    role: "Managing Partner",
    company: "Northstar Outreach, Lisbon",
    initials: "SM",
  },
];
