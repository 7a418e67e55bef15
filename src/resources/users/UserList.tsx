import Placeholder from '../../components/Placeholder.tsx';

export default function UserList() {
  return <Placeholder title="User management" />;
}
