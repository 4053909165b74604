import { staffMemberName, type ChatConversationSummary } from '@ta/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useAssignConversation } from '../api/assign-conversation';

/** The office: nobody in particular, anyone answers. */
const OFFICE = '';

/**
 * "Who answers" (docs/sms.md, "One inbox"): the conversation given to a staff member, who is told by
 * e-mail, or left to the office. Saved as soon as it is chosen; what happened is said beside it.
 */
export function AssigneePicker({ conversation }: { conversation: ChatConversationSummary }) {
  const id = useId();
  const staff = useStaffDirectory();
  const assign = useAssignConversation();
  const me = useSessionUser().data?.id;
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const nameOf = (staffId: number) => {
    const member = staff.data?.find((m) => m.id === staffId);
    return member ? staffMemberName(member) : 'a staff member';
  };

  const choose = (value: string) => {
    const assignedToId = value === OFFICE ? null : Number(value);
    setSaid(null);
    assign.mutate(
      { id: conversation.id, assignedToId },
      {
        onSuccess: () =>
          setSaid({
            tone: 'success',
            text:
              assignedToId === null
                ? 'Left to the office: anyone can answer.'
                : assignedToId === me
                  ? 'Given to you.'
                  : `Given to ${nameOf(assignedToId)}, who is told by e-mail.`,
          }),
        onError: (error) => setSaid({ tone: 'error', text: `Not changed: ${errorMessage(error)}` }),
      },
    );
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-bold">
        Who answers
      </label>
      <NativeSelect
        id={id}
        value={conversation.assignedToId === null ? OFFICE : String(conversation.assignedToId)}
        disabled={assign.isPending || !staff.data}
        onChange={(event) => choose(event.target.value)}
        data-testid="chat-assignee"
      >
        <option value={OFFICE}>The office (anyone)</option>
        {(staff.data ?? []).map((member) => (
          <option key={member.id} value={member.id}>
            {staffMemberName(member)}
          </option>
        ))}
      </NativeSelect>
      <div aria-live="polite">{said ? <Alert tone={said.tone}>{said.text}</Alert> : null}</div>
    </div>
  );
}
