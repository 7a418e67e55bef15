import type { Id } from '../../types.ts';
import type { NewsletterRecord } from '../../dataProvider/newsletters.ts';
import { idSearch, type ScreenLink } from '../types.ts';

export const PATH = { list: '/newsletter', edit: '/edit-newsletter' } as const;

export const newsletterPaths = {
  list: () => PATH.list,
  edit: (id: Id) => `${PATH.edit}${idSearch(id)}`,
};

export type NewsletterEditState = NewsletterRecord;
export const toNewsletterEdit = (newsletter: NewsletterRecord): ScreenLink<NewsletterEditState> => ({
  pathname: PATH.edit,
  search: idSearch(newsletter.id),
  state: newsletter,
});
