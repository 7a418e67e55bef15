// react-admin's SimpleList alone, for PhoneList.tsx to load lazily (a lazy import of the react-admin barrel would
// bring all of it).
export { SimpleList } from 'react-admin';
