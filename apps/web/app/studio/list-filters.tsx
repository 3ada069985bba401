import { TextField } from '@coaz/ui-kit';
import { SelectField } from './choice-field';
import type { CollectionFilter } from './collections';

/** What the list is narrowed to. */
export interface ListFilterValues {
  q: string;
  status: string;
  /** The collection's own filter (events' `when`, people's `group`...). */
  extra: string;
}

/** Props of {@link ListFilters}. */
export interface ListFiltersProps {
  value: ListFilterValues;
  onChange: (value: ListFilterValues) => void;
  filter?: CollectionFilter | undefined;
  /** Plural name of the entries, for the search label. */
  label: string;
}

const STATUSES = [
  { value: '', label: 'Any status' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
];

/** Search text, status and the collection's own filter above a studio list. */
export function ListFilters({ value, onChange, filter, label }: ListFiltersProps) {
  return (
    <search className="studio-filters">
      <TextField
        label={`Search ${label.toLowerCase()}`}
        type="search"
        value={value.q}
        onChange={(event) => onChange({ ...value, q: event.target.value })}
      />
      <SelectField
        label="Status"
        options={STATUSES}
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value })}
      />
      {filter ? (
        <SelectField
          label={filter.label}
          options={filter.options}
          value={value.extra}
          onChange={(event) => onChange({ ...value, extra: event.target.value })}
        />
      ) : null}
    </search>
  );
}
