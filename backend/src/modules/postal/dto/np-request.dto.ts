import { IsDefined, IsObject, IsString, MaxLength } from 'class-validator';

const MSG = 'Некоректний запит до Нової Пошти';

/** POST /api/admin/postal/novaposhta — the carrier's request shape without apiKey. */
export class NpRequestDto {
  @IsDefined({ message: MSG })
  @IsString({ message: MSG })
  @MaxLength(64, { message: MSG })
  modelName!: string;

  @IsDefined({ message: MSG })
  @IsString({ message: MSG })
  @MaxLength(64, { message: MSG })
  calledMethod!: string;

  @IsDefined({ message: MSG })
  @IsObject({ message: MSG })
  methodProperties!: Record<string, unknown>;
}
