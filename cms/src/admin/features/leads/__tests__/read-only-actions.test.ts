import { withoutStrapiBulkActionsOnEvidence } from '../read-only-actions';
import { NO_CREATE_ON_EVIDENCE_CSS as NO_CREATE_ON_EVIDENCE_STYLE } from '../../../workarounds/no-create-on-evidence-style';
import { AUDIT_UID, LEAD_UID, QUARANTINE_UID } from '../../../shared/uids';

type Action = ((props: { model: string }) => unknown) & { type?: string };

const strapiAction = (type: string): Action => Object.assign(() => ({ label: type }), { type });

describe('the bulk actions of the evidence lists', () => {
  const [publish, unpublish, remove, ours] = withoutStrapiBulkActionsOnEvidence([
    strapiAction('publish'),
    strapiAction('unpublish'),
    strapiAction('delete'),
    Object.assign(() => ({ label: 'ours' }), {}),
  ]);

  it.each([LEAD_UID, AUDIT_UID])("offers none of Strapi's delete, publish or unpublish on %s", (model) => {
    expect([publish({ model }), unpublish({ model }), remove({ model })]).toEqual([null, null, null]);
    expect(ours({ model })).toEqual({ label: 'ours' });
  });

  it('keeps delete for quarantined attempts, which may be discarded', () => {
    expect(remove({ model: QUARANTINE_UID })).toEqual({ label: 'delete' });
    expect(remove.type).toBe('delete');
  });

  it('hides the create link of the lead and audit lists only', () => {
    expect(NO_CREATE_ON_EVIDENCE_STYLE).toContain(`/collection-types/${LEAD_UID}/create`);
    expect(NO_CREATE_ON_EVIDENCE_STYLE).toContain(`/collection-types/${AUDIT_UID}/create`);
    expect(NO_CREATE_ON_EVIDENCE_STYLE).not.toContain(QUARANTINE_UID);
  });
});
