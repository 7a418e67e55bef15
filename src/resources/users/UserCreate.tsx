import Placeholder from '../../components/Placeholder.tsx';

export default function UserCreate() {
  return <Placeholder title="Create a new user" />;
}
