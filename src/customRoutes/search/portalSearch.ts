import { containsText } from '../../shared/listPipeline.ts';

// spec §5: case-insensitive substrings. Pure, so the rule is tested without a screen.
export const SEARCH_KINDS = ['services', 'users', 'documents', 'newsletters'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

interface ServiceLike {
  name?: string | null;
  primary_email?: string | null;
}
interface UserLike {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}
interface DocumentLike {
  file_title?: string | null;
  webinar_title?: string | null;
}
interface NewsletterLike {
  title?: string | null;
}

export const searchedValues = {
  services: (s: ServiceLike) => [s.name, s.primary_email],
  users: (u: UserLike) => [u.first_name, u.last_name, `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim(), u.email],
  documents: (d: DocumentLike) => [d.file_title, d.webinar_title],
  newsletters: (n: NewsletterLike) => [n.title],
} satisfies Record<SearchKind, (r: never) => unknown[]>;

export const normaliseTerm = (term: string | null | undefined) => (term ?? '').trim();

export function matchesTerm(values: readonly unknown[], term: string): boolean {
  const needle = normaliseTerm(term);
  return needle !== '' && values.some((v) => containsText(v, needle));
}

export function searchRecords<K extends SearchKind, T extends Parameters<(typeof searchedValues)[K]>[0]>(
  kind: K,
  records: readonly T[] | undefined,
  term: string,
): T[] {
  const values = searchedValues[kind] as (r: T) => unknown[];
  return (records ?? []).filter((r) => matchesTerm(values(r), term));
}
