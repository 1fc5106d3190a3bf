import { Button, type ButtonProps } from '@chakra-ui/react';
import { FiCalendar } from 'react-icons/fi';

/** Downloads one scheduled visit as an .ics file (the session cookie goes with the link). */
export function AddToCalendarButton({ requestId, ...props }: { requestId: string } & ButtonProps) {
  return (
    <Button asChild size="sm" variant="outline" {...props}>
      <a href={`/api/service-requests/${encodeURIComponent(requestId)}/calendar.ics`} download={`visit-${requestId}.ics`}>
        <FiCalendar aria-hidden /> Add to Calendar
      </a>
    </Button>
  );
}
