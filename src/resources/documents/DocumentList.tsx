import Placeholder from '../../components/Placeholder.tsx';

export default function DocumentList() {
  return <Placeholder title="NQA1 - Educational Programs and Practice" />;
}
