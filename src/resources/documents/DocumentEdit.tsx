import Placeholder from '../../components/Placeholder.tsx';

export default function DocumentEdit() {
  return <Placeholder title="app.documents.edit_nqa_title" />;
}
