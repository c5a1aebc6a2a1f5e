-- The landing page content (one row): texts and the two hero images, one per theme.
-- Images are URLs returned by the image upload ('/uploads/<random name>'), or null for none.
CREATE TABLE landing_content (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  headline text NOT NULL,
  sub_headline text NOT NULL DEFAULT '',
  cta_text text NOT NULL,
  cta_link text NOT NULL,
  dark_image text,
  light_image text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);

INSERT INTO landing_content (headline, sub_headline, cta_text, cta_link)
VALUES (
  'Trade crypto with confidence',
  'Buy, sell and store Bitcoin, Ethereum and more on a secure, regulated exchange.',
  'Get started',
  '/register'
);
