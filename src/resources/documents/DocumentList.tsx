import Placeholder from '../../components/Placeholder.tsx';

export default function DocumentList() {
  return <Placeholder title="app.documents.list_title" />;
}
