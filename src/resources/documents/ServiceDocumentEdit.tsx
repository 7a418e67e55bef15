import Placeholder from '../../components/Placeholder.tsx';

export default function ServiceDocumentEdit() {
  return <Placeholder title="app.documents.edit_service_title" />;
}
