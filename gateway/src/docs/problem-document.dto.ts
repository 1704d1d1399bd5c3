import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { problemCodes } from '@trio/contracts/problem';

class ProblemFieldErrorDocument {
  @ApiProperty({ example: 'email' })
  field!: string;

  @ApiProperty({ example: 'Invalid email address' })
  message!: string;

  @ApiPropertyOptional()
  code?: string;
}

/** The shape of every error response (`application/problem+json`, RFC 9457 with our stable `code`). */
export class ProblemDocument {
  @ApiProperty({ example: 'https://trio.rentals/problems/unauthenticated' })
  type!: string;

  @ApiProperty({ example: 'Sign-in required' })
  title!: string;

  @ApiProperty({ example: 401 })
  status!: number;

  @ApiProperty({
    enum: [...problemCodes],
    example: 'UNAUTHENTICATED',
    description: 'Stable code the frontend switches on.',
  })
  code!: string;

  @ApiPropertyOptional()
  detail?: string;

  @ApiPropertyOptional({ example: '/trio/auth/me' })
  instance?: string;

  @ApiPropertyOptional({ type: [ProblemFieldErrorDocument] })
  errors?: ProblemFieldErrorDocument[];

  @ApiPropertyOptional()
  correlationId?: string;
}
