import { useParams } from '../../../lib/router';
import { AttemptView } from '../components/AttemptView';

/** /practice/attempts/{id}: the test while it runs (a reload resumes it), its results once finished. */
export default function AttemptPage() {
  const { id = '' } = useParams();
  return <AttemptView id={id} />;
}
