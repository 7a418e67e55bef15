import Box from '@mui/material/Box';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import SchoolIcon from '@mui/icons-material/School';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import type { SvgIconComponent } from '@mui/icons-material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Service } from '../../types.ts';
import { SERVICE_TYPES } from '../../shared/constants.ts';

const ICONS: Record<number, SvgIconComponent> = {
  1: ChildCareIcon,
  2: FamilyRestroomIcon,
  3: SchoolIcon,
  4: SportsSoccerIcon,
};

export const serviceTypeKey = (id: number) =>
  `app.services.types.${SERVICE_TYPES.find((t) => t.id === id)?.key ?? 'long_day_care'}`;

const TYPE_SX = { display: 'flex', alignItems: 'center', gap: 1 } as const;

export function ServiceTypeField() {
  const record = useRecordContext<Service>();
  const translate = useTranslate();
  if (!record) return null;
  const Icon = ICONS[record.service_type_id] ?? ChildCareIcon;
  return (
    <Box sx={TYPE_SX}>
      <Icon fontSize="small" color="primary" aria-hidden />
      <span>{translate(serviceTypeKey(record.service_type_id))}</span>
    </Box>
  );
}
