const types: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

export function contentTypeFor(key: string): string {
  return types[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}
