import Placeholder from '../../components/Placeholder.tsx';

export default function ServiceEdit() {
  return <Placeholder title="Edit service" />;
}
