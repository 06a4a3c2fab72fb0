import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../ui/toast-store.js';
import { PhotoUploadField, type PhotoUploadFieldProps } from './photo-upload-field.js';

afterEach(cleanup);

/** The toast a visitor would read now (one at a time, spec §9). */
function ShownToast() {
  const [shown] = useToasts();
  return shown?.open ? <output>{`${shown.title}: ${shown.description ?? ''}`}</output> : null;
}

function renderField(flow: PhotoUploadFieldProps['flow']) {
  const upload = vi.fn(async () => ({ photoUrl: '/photos/new.webp' }));
  render(
    <>
      <PhotoUploadField
        photoUrl={null}
        name="Meera Nair"
        onChange={() => undefined}
        upload={upload}
        flow={flow}
      />
      <ShownToast />
    </>,
  );
  const choose = async (file: File) => {
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload Photo'), { target: { files: [file] } });
    });
  };
  return { upload, choose };
}

const sixMegabytes = () =>
  new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });

// Spec §5 words the size limit differently in the admin's and the healer's flows; only the slow
// browser tests used to notice the admin's message being the healer's.
describe('PhotoUploadField messages (spec §5)', () => {
  it("says the admin flow's size message for a photo over 5 MB, without uploading it", async () => {
    const { upload, choose } = renderField('admin');
    await choose(sixMegabytes());
    expect(screen.getByRole('status').textContent).toBe('Error: File size must be less than 5MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it("says the healer flow's size message for a photo over 5 MB", async () => {
    const { upload, choose } = renderField('healer');
    await choose(sixMegabytes());
    expect(screen.getByRole('status').textContent).toBe('Error: Photo must be less than 5MB');
    expect(upload).not.toHaveBeenCalled();
  });

  it.each(['admin', 'healer'] as const)(
    'refuses a file that is not an image (%s)',
    async (flow) => {
      const { upload, choose } = renderField(flow);
      await choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      expect(screen.getByRole('status').textContent).toBe(
        'Error: Please select a valid image file',
      );
      expect(upload).not.toHaveBeenCalled();
    },
  );

  it('uploads a small image and says so', async () => {
    const { upload, choose } = renderField('admin');
    await choose(new File([new Uint8Array(1024)], 'face.png', { type: 'image/png' }));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Success: Photo uploaded successfully');
  });
});
