/** The /info/ pages: their slugs and titles, small enough for the shell (navigation, titles) to carry. */

export type InfoSlug =
  | "banking"
  | "terms"
  | "about"
  | "contactus"
  | "faq"
  | "security"
  | "privacy"
  | "fairgaming"
  | "responsiblegaming"
  | "knowyourcustomer"
  | "antimoneylaundering";

export const infoSlugs: ReadonlyArray<InfoSlug> = [
  "banking",
  "terms",
  "about",
  "contactus",
  "faq",
  "security",
  "privacy",
  "fairgaming",
  "responsiblegaming",
  "knowyourcustomer",
  "antimoneylaundering",
];

/** Titles of the /info/ pages, for the document title and the navigation; the pages' text loads with the page. */
export const INFO_TITLES: Readonly<Record<InfoSlug, string>> = {
  banking: "Banking",
  terms: "Terms and Conditions",
  about: "About Us",
  contactus: "Contact Us",
  faq: "FAQ",
  security: "Security",
  privacy: "Privacy Policy",
  fairgaming: "Fair Gaming",
  responsiblegaming: "Responsible Gaming",
  knowyourcustomer: "Know Your Customer",
  antimoneylaundering: "Anti-Money Laundering",
};

export const isInfoSlug = (slug: string | undefined): slug is InfoSlug => slug !== undefined && slug in INFO_TITLES;
