/** Props of {@link ItemList}. */
export interface ItemListProps {
  heading: string;
  items: readonly string[];
  /** Numbered when the order matters. @default false */
  ordered?: boolean;
}

/** A headed list of points; left out when there are none. */
export function ItemList({ heading, items, ordered = false }: ItemListProps) {
  if (items.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="page-section">
      <h2>{heading}</h2>
      <List>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </section>
  );
}
