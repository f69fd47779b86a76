/** The project form's industry list (spec part 2 section 9: about 150 options ending with Other). Client-safe. */
export const OTHER_INDUSTRY = "Other";

export const industries = [
  "Accounting", "Advertising", "Aerospace", "Agriculture", "Airlines", "Alternative Medicine", "Animation",
  "Apparel & Fashion", "Architecture & Planning", "Arts & Crafts", "Automotive", "Aviation", "Banking",
  "Beauty & Cosmetics", "Biotechnology", "Broadcast Media", "Building Materials", "Business Supplies",
  "Capital Markets", "Catering", "Chemicals", "Childcare", "Civil Engineering", "Cleaning Services",
  "Clinics & Medical Practices", "Commercial Real Estate", "Computer Games", "Computer Hardware",
  "Computer Networking", "Computer Software", "Construction", "Consulting", "Consumer Electronics",
  "Consumer Goods", "Consumer Services", "Cosmetic Surgery", "Cybersecurity", "Dairy", "Defense",
  "Dental", "Design", "Digital Marketing", "E-commerce", "E-learning", "Education", "Electrical Services",
  "Electronics Manufacturing", "Energy", "Engineering", "Entertainment", "Environmental Services",
  "Events Services", "Facilities Services", "Farming", "Financial Services", "Fine Art", "Fintech",
  "Fishery", "Fitness & Gyms", "Floristry", "Food & Beverages", "Food Production", "Freight & Logistics",
  "Fundraising", "Furniture", "Gambling & Casinos", "Government", "Graphic Design", "Grocery",
  "Hair & Beauty Salons", "Health & Wellness", "Healthcare", "Higher Education", "Home Improvement",
  "Hospitality", "Hospitals", "Hotels & Resorts", "Human Resources", "HVAC & Plumbing",
  "Import & Export", "Industrial Automation", "Information Services", "Information Technology",
  "Insurance", "Interior Design", "International Trade", "Internet", "Investment Banking",
  "Investment Management", "Jewellery", "Law Practice", "Legal Services", "Leisure & Travel",
  "Libraries", "Logistics & Supply Chain", "Luxury Goods", "Machinery", "Management Consulting",
  "Manufacturing", "Maritime", "Market Research", "Marketing & Advertising", "Media Production",
  "Medical Devices", "Mental Health Care", "Mining & Metals", "Mobile Apps", "Motion Pictures & Film",
  "Museums", "Music", "Nonprofit", "Oil & Gas", "Online Media", "Outsourcing", "Packaging",
  "Pet Services", "Pharmaceuticals", "Pharmacy", "Photography", "Physiotherapy", "Plastics", "Printing",
  "Professional Training & Coaching", "Property Management", "Public Relations", "Publishing",
  "Real Estate", "Recreational Facilities", "Recruitment & Staffing", "Renewable Energy", "Research",
  "Restaurants", "Retail", "Roofing", "Security Services", "Semiconductors", "Shipbuilding",
  "Software as a Service (SaaS)", "Solar", "Sporting Goods", "Sports", "Telecommunications", "Textiles",
  "Tobacco", "Tourism", "Toys & Games", "Translation & Localization", "Transportation", "Tutoring",
  "Utilities", "Venture Capital", "Veterinary", "Warehousing", "Waste Management", "Web Development",
  "Wedding Services", "Wholesale", "Wine & Spirits", "Writing & Editing", OTHER_INDUSTRY,
] as const;

export { pricingRanges } from "@/db/schema/projects-enums";
