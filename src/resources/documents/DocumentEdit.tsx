import Placeholder from '../../components/Placeholder.tsx';

export default function DocumentEdit() {
  return <Placeholder title="Edit an NQA Document" />;
}
