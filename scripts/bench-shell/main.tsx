/**
 * The bench's yardstick for first-load JS (scripts/bench.mjs, js group): react-admin's own shell, what a react-admin
 * 5 app with one editable resource loads. <Admin> with its defaults (layout, menu, app bar, login page, English
 * messages) and one resource drawn by react-admin's guessers (list, edit, show), over a data provider answering
 * from memory. Built and served by the bench, never by the portal's build.
 */
import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource, ShowGuesser, testDataProvider } from 'react-admin';

const posts = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, title: `Post ${i + 1}`, published: i % 2 === 0 }));

const dataProvider = testDataProvider({
  getList: <T,>() => Promise.resolve({ data: posts as T[], total: posts.length }),
  getOne: <T,>() => Promise.resolve({ data: posts[0] as T }),
});

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="posts" list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
  </Admin>,
);
