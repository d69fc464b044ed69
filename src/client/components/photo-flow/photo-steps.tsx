import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { UploadArea } from '../media/upload-area';
import { EditStep } from './edit-step';
import type { EditedPhotos } from './use-edited-photos';

/**
 * The Upload and Edit steps every listing starts with (the catalog wizard and Add New Product),
 * as the two tab panels of the caller's Tabs: new photos open the editor at the first of them.
 */
export function PhotoSteps({
  photos,
  heading,
  onUploaded,
  onEdited,
}: {
  photos: EditedPhotos;
  heading?: ReactNode;
  onUploaded: (count: number) => void;
  onEdited: () => void;
}) {
  return (
    <>
      <Tabs.Content value="upload" className="space-y-4">
        {heading}
        <UploadArea
          photos={photos.photos}
          onChange={photos.change}
          onAdded={(added) => {
            photos.startAtAdded(added.length);
            onUploaded(added.length);
          }}
        />
      </Tabs.Content>
      <Tabs.Content value="edit">
        <EditStep photos={photos} onFinish={onEdited} />
      </Tabs.Content>
    </>
  );
}
