import Placeholder from '../../components/Placeholder.tsx';

export default function NewsletterEdit() {
  return <Placeholder title="Edit newsletter" />;
}
