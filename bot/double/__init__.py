"""The Discord double: an offline Discord that feeds real gateway payloads through
discord.py and answers its REST calls, refusing what Discord refuses."""
