// What a list's CSV export saved: the text of the file handed to saveFile, line by line, and for a
// server-paged list the pages it asked for.
import { expect, vi, type MockInstance } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as saveFileModule from '../../../web/src/ui/saveFile';
import { sentBodies, type Body } from './scriptedBackend';

/** A saved file's bytes (jsdom's Blob has no arrayBuffer()). */
export function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
}

/** The lines (without the BOM) of the CSV file of the `call`-th save. */
export async function savedCsvLines(save: MockInstance, call = 0): Promise<string[]> {
  const blob = save.mock.calls[call]![0] as Blob;
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
  return text.replace('\uFEFF', '').trim().split('\r\n');
}

/**
 * Clicks Export CSV on a server-paged list and waits for the file: the export's requests to `url`
 * (the pages of 1000 rows), the file's name and its lines.
 */
export async function exportEveryPage(calls: InternalAxiosRequestConfig[], url: string): Promise<{ requests: Body[]; fileName: string; lines: string[] }> {
  const save = vi.spyOn(saveFileModule, 'saveFile').mockImplementation(() => undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  return { requests: sentBodies(calls, url).filter((b) => b.size === 1000), fileName: String(save.mock.calls[0]![1]), lines: await savedCsvLines(save) };
}
