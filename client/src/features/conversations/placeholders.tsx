import { useSearchParams } from 'react-router-dom';
import { IntroPlaceholder, PageContainer, PageSkeleton } from '../../components/page';
import { conversationIntros } from './intros';

/**
 * /messages before its code and data arrive. The list of conversations: its intro over skeletons.
 * One conversation (?request= or ?conversation=): its heading names the job or the chat, known only
 * with its data, so skeletons without a heading (no words that would change when the page takes over).
 */
export function MessagesPlaceholder() {
  const [params] = useSearchParams();
  if (params.has('request') || params.has('conversation')) {
    return (
      <PageContainer>
        <PageSkeleton />
      </PageContainer>
    );
  }
  return <IntroPlaceholder intro={conversationIntros.messages} />;
}
