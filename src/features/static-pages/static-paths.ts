// The public pages: their paths and the get_settings type each shows.
export const staticPages = [
  { path: '/about-us', type: 'about_us' },
  { path: '/contact-us', type: 'contact_us' },
  { path: '/faq', type: 'faq' },
  { path: '/privacy-policy', type: 'privacy_policy' },
  { path: '/terms-conditions', type: 'terms_conditions' },
] as const;
