import Placeholder from '../../components/Placeholder.tsx';

export default function ServiceDocumentEdit() {
  return <Placeholder title="Edit a Service-specific Document" />;
}
