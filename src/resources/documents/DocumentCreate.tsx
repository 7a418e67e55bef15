import Placeholder from '../../components/Placeholder.tsx';

export default function DocumentCreate() {
  return <Placeholder title="app.documents.create_title" />;
}
