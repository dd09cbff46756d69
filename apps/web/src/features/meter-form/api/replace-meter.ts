import type { Meter, MeterReplacement } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMeterChange } from '../../../resources/meters';
import { uploadImage } from './upload-image';

/**
 * POST meters/{id}/replacement/: in one transaction the old meter's reading, the new meter with the
 * old one as predecessor, the new meter's reading, and the old meter set inactive. Answers the new meter.
 */
export const replaceMeter = (oldMeterId: string, body: MeterReplacement) =>
  api.post<Meter>(`meters/${encodeURIComponent(oldMeterId)}/replacement/`, body);

export interface ReplacementRequest {
  oldMeterId: string;
  /** The body without the photo; the photo is uploaded first and its url passed as `image`. */
  body: Omit<MeterReplacement, 'image'>;
  image: File | null;
}

export function useReplaceMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ oldMeterId, body, image }: ReplacementRequest) => {
      const uploaded = image ? await uploadImage(image) : null;
      return replaceMeter(oldMeterId, { ...body, image: uploaded?.url ?? null });
    },
    // The old meter went inactive and both got a reading: meters, readings and the building change.
    onSuccess: (saved) => invalidateMeterChange(queryClient, { buildings: [saved.building.resource_id] }),
  });
}
