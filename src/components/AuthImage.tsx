import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../dataProvider/index.ts';

/** For files that need the bearer token, shown as an object URL as the spec does for logos. */
export function AuthImage({
  src,
  alt,
  width,
  height,
}: {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
}) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data } = useQuery({
    queryKey: ['file-object-url', src],
    queryFn: async () => URL.createObjectURL(await dataProvider.fetchFile(src!)),
    enabled: !!src,
    staleTime: Infinity,
  });
  if (!src) return null;
  return (
    <Box
      component="img"
      src={data}
      alt={alt}
      sx={{ width, height, objectFit: 'cover', bgcolor: 'grey.100', borderRadius: 1 }}
    />
  );
}
