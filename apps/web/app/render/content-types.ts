// The published entries of the editable collections as the content API sends them
// (/work CONTRACT-16). TODO(#16): import these from @coaz/api-client once its collection types land.

/** An editor's picture: an upload address or an https URL, with the point to keep in view. */
export interface Picture {
  url: string;
  alt: string;
  /** Horizontal focus in percent, 0 (left) to 100 (right). */
  focusX: number;
  /** Vertical focus in percent, 0 (top) to 100 (bottom). */
  focusY: number;
}

interface EntryFields {
  id: number;
  status: 'draft' | 'published';
  publishAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A news post. */
export interface NewsItem extends EntryFields {
  title: string;
  body: string;
  /** `YYYY-MM-DD`. */
  date: string;
  tag: string | null;
  picture: Picture | null;
}

/** An event of the association. */
export interface EventEntry extends EntryFields {
  title: string;
  date: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  venue: string;
  description: string | null;
  picture: Picture | null;
}

/** A post advertised on the careers page. */
export interface Vacancy extends EntryFields {
  position: string;
  company: string;
  logo: Picture | null;
  country: string;
  province: string | null;
  district: string | null;
  numberOfVacancies: number;
  postedOn: string;
  closingOn: string;
  comments: string[];
}

/** Someone placed in a governance entry, a committee or the staff list. */
export interface Person extends EntryFields {
  name: string;
  gender: 'female' | 'male' | null;
  position: string;
  tenure: string | null;
  about: string | null;
  qualifications: string | null;
  contributions: string | null;
  publicationsUrl: string | null;
  email: string | null;
  photo: Picture | null;
  group: string;
  order: number;
}

/** A partner institution. */
export interface Partner extends EntryFields {
  name: string;
  description: string;
  logo: Picture | null;
  url: string | null;
  order: number;
}

/** One page of a list. */
export interface EntryPage<T> {
  items: T[];
  nextCursor: string | null;
}
