import Placeholder from '../../components/Placeholder.tsx';

export default function UserEdit() {
  return <Placeholder title="Edit user" />;
}
