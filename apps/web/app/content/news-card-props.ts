import type { NewsItem } from '@coaz/content-data';
import type { NewsCardProps } from '@coaz/ui-kit';
import { imageSource } from '../images/site-image-url';
import { RouterLink } from '../site/router-link';
import { newsIsoDate } from './news-date';

/** A news item as the kit's card shows it, opening the item on the news page. */
export function newsCardProps(item: NewsItem): NewsCardProps {
  return {
    title: item.heading || item.image.alt,
    summary: item.content,
    href: `/news?article=${item.id}`,
    image: imageSource(item.image),
    date: newsIsoDate(item.date),
    linkComponent: RouterLink,
  };
}
