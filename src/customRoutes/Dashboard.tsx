import Placeholder from '../components/Placeholder.tsx';

export default function Dashboard() {
  return <Placeholder title="Dashboard" />;
}
