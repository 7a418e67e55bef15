// alone, so PhoneList's lazy import does not bring the whole react-admin barrel
export { SimpleList } from 'react-admin';
