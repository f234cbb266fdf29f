import { IsDefined, IsInt, Max, Min } from 'class-validator';
import type { RemoveChatFileRequest } from '@law/contracts';

export class RemoveFileDto implements RemoveChatFileRequest {
  @IsDefined({ message: 'Вкажіть file_index' })
  @IsInt({ message: 'file_index має бути цілим числом' })
  @Min(0, { message: 'file_index не може бути відʼємним' })
  @Max(10_000, { message: 'Невірний file_index' })
  file_index!: number;
}
