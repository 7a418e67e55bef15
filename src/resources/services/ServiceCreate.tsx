import Placeholder from '../../components/Placeholder.tsx';

export default function ServiceCreate() {
  return <Placeholder title="Create a new service" />;
}
