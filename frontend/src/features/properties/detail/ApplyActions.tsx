import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { useSession } from '../../../lib/auth/session';
import { useLoginDialog } from '../../../lib/login-dialog-context';

/**
 * The application buttons. Online rental applications are not built yet, so signed-in users learn that plainly
 * instead of filling in a form that goes nowhere; visitors are asked to sign in first (spec 000 §4).
 */
export function ApplyActions({ propertyName }: { propertyName: string }) {
  const { userLoggedIn } = useSession();
  const loginDialog = useLoginDialog();
  const [notice, setNotice] = useState<'apply' | 'eligibility' | null>(null);

  if (!userLoggedIn) {
    return (
      <div className="apply-actions">
        <button type="button" className="button button--primary apply-actions__wide" onClick={loginDialog.open}>
          Please login to apply
        </button>
      </div>
    );
  }

  return (
    <div className="apply-actions">
      <button type="button" className="button button--primary" onClick={() => setNotice('apply')}>
        Apply Now
      </button>
      <button type="button" className="button button--secondary" onClick={() => setNotice('eligibility')}>
        Check Eligibility
      </button>
      <Dialog
        open={notice !== null}
        onClose={() => setNotice(null)}
        title="Applications open soon"
        size="small"
        describedBy="applications-open-soon"
      >
        <p id="applications-open-soon">
          {notice === 'eligibility'
            ? `Eligibility checks for ${propertyName} are not available online yet.`
            : `Online rental applications for ${propertyName} are not open yet.`}{' '}
          Nothing has been sent. Until they open, the property manager below can answer your questions by e-mail or
          phone.
        </p>
        <button type="button" className="button button--primary" onClick={() => setNotice(null)}>
          OK
        </button>
      </Dialog>
    </div>
  );
}
