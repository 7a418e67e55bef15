import Placeholder from '../../components/Placeholder.tsx';

export default function NewsletterPage() {
  return <Placeholder title="Upload a newsletter" />;
}
