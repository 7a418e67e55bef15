import Placeholder from '../../components/Placeholder.tsx';

export default function ServiceList() {
  return <Placeholder title="All services" />;
}
