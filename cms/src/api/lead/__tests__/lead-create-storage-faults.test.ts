// Private storage failing under the intake (README.md, "How a lead is taken in"): the visitor gets
// 503 SERVICE_UNAVAILABLE with Retry-After at once, whatever the file's size, never a 400 and
// never the server's path; no row is written and no file stays behind. The CMS may run as root,
// which file modes do not stop, so the faults are ones root cannot write through either.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { pdfBytes } from '../../../../tests/lead-fixtures';
import { countLeads, expectFailure, listFiles, postLead, useLeadCms } from '../../../../tests/lead-requests';

const chattr = (flag: '+i' | '-i', dir: string) => execFileSync('chattr', [flag, dir], { stdio: 'ignore' });

/** Whether this machine's temporary folder can be made immutable (chattr, on ext4 and the like). */
const canMakeImmutable = (() => {
  const dir = fs.mkdtempSync('/tmp/vision-chattr-');
  try {
    chattr('+i', dir);
    chattr('-i', dir);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
})();

describe('POST /api/leads/create when private storage cannot take the file', () => {
  // A long request timeout: an answer that waited for the whole upload would show here.
  const context = useLeadCms({ REQUEST_TIMEOUT_SECONDS: '120' });

  type Fault = { break: () => void; repair: () => void };
  const faults: Record<string, Fault> = {
    // mkdir and open fail (EEXIST, ENOTDIR): nothing can be created under a regular file.
    'a regular file in place of the folder': {
      break: () => {
        fs.rmSync(context.uploadsDir, { recursive: true, force: true });
        fs.writeFileSync(context.uploadsDir, 'not a folder');
      },
      repair: () => {
        fs.rmSync(context.uploadsDir, { force: true });
        fs.mkdirSync(context.uploadsDir, { recursive: true });
      },
    },
    // The folder is there, but creating the file fails (EPERM) once the upload has begun.
    'an immutable folder (chattr +i)': {
      break: () => chattr('+i', context.uploadsDir),
      repair: () => chattr('-i', context.uploadsDir),
    },
  };
  const cases = Object.keys(faults)
    .filter((name) => canMakeImmutable || !name.includes('chattr'))
    .flatMap((name) => [[name, 'a small file', 2_000] as const, [name, 'a 4 MB file', 4 * 1024 * 1024] as const]);

  it.each(cases)(
    'with %s, answers %s 503 with Retry-After at once, without a path, and stores nothing',
    async (fault, _size, size) => {
      const leadsBefore = await countLeads(context.app);
      const filesBefore = listFiles(context.root);
      faults[fault].break();
      try {
        for (const chunked of [false, true]) {
          const answer = await postLead(context.app, {
            file: { filename: 'proposal.pdf', content: pdfBytes(size) },
            chunked,
          });
          expectFailure(answer, 503, 'SERVICE_UNAVAILABLE');
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
          expect(answer.text).not.toContain(context.root);
          expect(answer.text).not.toMatch(/ENOTDIR|EEXIST|EPERM|\/tmp\//);
          expect(answer.ms).toBeLessThan(20_000);
        }
      } finally {
        faults[fault].repair();
      }
      expect(await countLeads(context.app)).toBe(leadsBefore);
      expect(listFiles(context.root)).toEqual(filesBefore);
    },
  );

  it('takes leads again as soon as storage is back, without a restart', async () => {
    for (const fault of Object.values(faults).slice(0, canMakeImmutable ? 2 : 1)) {
      fault.break();
      try {
        expectFailure(await postLead(context.app), 503, 'SERVICE_UNAVAILABLE');
      } finally {
        fault.repair();
      }
      expect((await postLead(context.app)).status).toBe(201);
    }
  });

  it('comes back by itself when the folder was only removed', async () => {
    fs.rmSync(context.uploadsDir, { recursive: true, force: true });
    const answer = await postLead(context.app);
    expect(answer.status).toBe(201);
    expect(listFiles(context.uploadsDir)).toHaveLength(1);
  });
});
