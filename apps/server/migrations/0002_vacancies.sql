-- Posts the association is filling, for the careers page. Seeded from @coaz/content-data.

CREATE TABLE vacancies (
  id text PRIMARY KEY,
  company text NOT NULL,
  position text NOT NULL,
  country text NOT NULL,
  province text NOT NULL,
  district text NOT NULL,
  number_of_vacancies integer NOT NULL CHECK (number_of_vacancies > 0),
  posted_on text NOT NULL,
  closing_on text NOT NULL,
  comments jsonb NOT NULL,
  logo jsonb NOT NULL,
  sort_order integer NOT NULL
);
