import { Image, SimpleGrid } from '@mantine/core';
import { ReadField } from '@/components/read-field';
import { imageUrl } from '@/lib/api-client';

type Props = {
  images: string[];
  label: string;
  /** Smaller pictures in fewer columns, for the side panes. */
  compact?: boolean;
};

/** The pictures of a tender's object as a labelled grid; 'Нет изображений' when there are none. */
export function TenderImages({ images, label, compact = false }: Props) {
  return (
    <ReadField compact={compact} label={label}>
      {images.length > 0 ? (
        <SimpleGrid
          cols={compact ? { base: 2, sm: 3 } : { base: 2, sm: 3, md: 4 }}
          spacing="sm"
          mt={4}
        >
          {images.map((path, i) => (
            <Image
              key={path}
              src={imageUrl(path)}
              alt={`Изображение объекта ${i + 1}`}
              h={compact ? 120 : 140}
              fit="cover"
              radius="md"
            />
          ))}
        </SimpleGrid>
      ) : (
        'Нет изображений'
      )}
    </ReadField>
  );
}
