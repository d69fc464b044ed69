export interface Part {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart body for app.inject: a `details` JSON field followed by files. */
export async function multipart(details: unknown, files: Part[]) {
  const form = new FormData();
  if (details !== undefined) form.append('details', JSON.stringify(details));
  for (const f of files)
    form.append(f.name, new Blob([new Uint8Array(f.data)], { type: f.type }), f.filename);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

export const jpegPart = (data: Buffer, i = 0): Part => ({
  name: 'images',
  filename: `photo-${i}.jpg`,
  type: 'image/jpeg',
  data,
});
