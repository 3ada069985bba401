import type { NewsCardProps } from '@coaz/ui-kit';
import { newsDateTime } from '../news/news-date';
import { postParagraphs } from '../news/post-paragraphs';
import type { NewsItem } from '../render/content-types';
import { RouterLink } from '../site/router-link';
import { newsIllustration } from './illustrations';
import { pictureOrIllustration } from './picture-image';

/** How wide a news card's picture is drawn: a column of up to four cards. */
const NEWS_CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw';

/** A news post as the kit's card shows it, opening the post on the news page. */
export function newsCardProps(item: NewsItem): NewsCardProps {
  return {
    title: item.title,
    summary: postParagraphs(item).join(' '),
    href: `/news?article=${item.id}`,
    image: pictureOrIllustration(item.picture, newsIllustration(item.title), NEWS_CARD_SIZES),
    // As far as it was published: '2024-10' reads "October 2024"; an undated post shows none.
    date: newsDateTime(item),
    linkComponent: RouterLink,
  };
}
